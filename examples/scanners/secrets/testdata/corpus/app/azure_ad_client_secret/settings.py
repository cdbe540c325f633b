import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AZURE_AD_CLIENT_SECRET = "KXw8Q~ENgEPAUkfPd5DK2kJRcvzbo0bOkxvuXefJ"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
