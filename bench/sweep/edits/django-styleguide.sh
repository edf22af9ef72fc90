# usage: django-styleguide.sh harmless|break -- a Django model change with its migration
m=styleguide_example/files/models.py
if [ "$1" = harmless ]; then
  perl -0pi -e 's/(    file_type = models.CharField\(max_length=255\)\n)/$1    description = models.TextField(null=True, blank=True)\n/' $m
  printf 'from django.db import migrations, models\n\n\nclass Migration(migrations.Migration):\n    dependencies = [("files", "0001_initial")]\n\n    operations = [\n        migrations.AddField(model_name="file", name="description", field=models.TextField(blank=True, null=True)),\n    ]\n' > styleguide_example/files/migrations/9999_file_description.py
else
  perl -0pi -e 's/    file_name = models.CharField\(max_length=255, unique=True\)\n//' $m
  printf 'from django.db import migrations\n\n\nclass Migration(migrations.Migration):\n    dependencies = [("files", "0001_initial")]\n\n    operations = [migrations.RemoveField(model_name="file", name="file_name")]\n' > styleguide_example/files/migrations/9999_remove_file_name.py
fi
