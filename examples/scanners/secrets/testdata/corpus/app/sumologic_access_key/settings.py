import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SUMOLOGIC_ACCESS_KEY = "fxURkrs4KMoDSjnn1c7nGD99rpF1v0rkRnibHNSCHFnXtCiMwDovL4qWKdDCEpLV"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
