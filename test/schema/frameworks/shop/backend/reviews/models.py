from django.conf import settings
from django.db import models


class TimeStamped(models.Model):
    created = models.DateTimeField(auto_now_add=True)
    modified = models.DateTimeField(auto_now=True)

    class Meta:
        abstract = True


class Product(TimeStamped):
    sku = models.CharField(max_length=64, unique=True)
    title = models.CharField(max_length=200)
    slug = models.SlugField()
    price = models.DecimalField(max_digits=10, decimal_places=2)
    description = models.TextField(blank=True)

    def __str__(self):
        return self.title


class Review(TimeStamped):
    RATINGS = [(i, str(i)) for i in range(1, 6)]

    product = models.ForeignKey(Product, on_delete=models.CASCADE, related_name="reviews")
    author = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL)
    rating = models.PositiveSmallIntegerField(choices=RATINGS)
    body = models.TextField()
    email = models.EmailField(null=True, blank=True)
    helpful = models.IntegerField(db_default=0)
    tags = models.ManyToManyField("Tag", blank=True)

    class Meta:
        db_table = "product_reviews"
        ordering = ["-created"]


class Tag(models.Model):
    name = models.CharField(max_length=40, db_column="label")
