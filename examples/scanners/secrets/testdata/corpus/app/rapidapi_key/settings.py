import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

RAPIDAPI_KEY = "8Ladrtg-ogC_RhLryBeNSbgUclt-UpFqHctFTcDYNejYB1skem"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
