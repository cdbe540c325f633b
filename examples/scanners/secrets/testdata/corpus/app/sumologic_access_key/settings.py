import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SUMOLOGIC_ACCESS_KEY = "4i8QDUb4zCcut7n7ElPt73DEveOUZ4LzFQ8pSXtlpOJPo70tkaT1JljBmD7OwReA"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
