# usage: bakerydemo.sh harmless|break -- a Django model change with its migration
m=bakerydemo/breads/models.py
if [ "$1" = harmless ]; then
  perl -0pi -e 's/(class Country\(models.Model\):\n(?:.*\n)*?    title = models.CharField\(max_length=100\)\n)/$1    iso_code = models.CharField(max_length=2, null=True, blank=True)\n/' $m
else
  perl -0pi -e 's/(class Country\(models.Model\):\n(?:.*\n)*?)    title = models.CharField\(max_length=100\)\n/$1/' $m
fi
