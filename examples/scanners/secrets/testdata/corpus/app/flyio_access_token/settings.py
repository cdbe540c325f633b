import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FLYIO_ACCESS_TOKEN = "fo1_-FryDRoBnaGpHo9Xij69dUM_Pg-6p0QFbGXd7dIDRGD"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
