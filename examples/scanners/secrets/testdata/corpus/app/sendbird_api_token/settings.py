import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENDBIRD_API_TOKEN = "408f7c3f308fd9bc1c720acc891fde810f56b641"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
