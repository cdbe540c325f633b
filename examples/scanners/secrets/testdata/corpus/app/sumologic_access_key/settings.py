import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SUMOLOGIC_ACCESS_KEY = "qRDfxURkrs4KMoDSjnn1c7nGD99rpF1v0rkRnibHNSCHFnXtCiMwDovL4qWKdDCE"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
