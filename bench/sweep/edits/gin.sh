# usage: gin.sh harmless|break -- a GORM model change (AutoMigrate applies it)
if [ "$1" = harmless ]; then
  perl -0pi -e 's/(\tPasswordHash string  `gorm:"column:password;not null"`\n)/$1\tNickname     *string `gorm:"column:nickname"`\n/' users/models.go
else
  perl -0pi -e 's/\tEmail        string  `gorm:"column:email;unique_index"`\n//' users/models.go
fi
