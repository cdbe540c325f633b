import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KUCOIN_API_KEY = "9557d70fae2de97657286cad"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
