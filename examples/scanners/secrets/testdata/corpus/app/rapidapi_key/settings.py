import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

RAPIDAPI_KEY = "_RhLryBeNSbgUclt-UpFqHctFTcDYNejYB1skemOWnth5B485D"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
