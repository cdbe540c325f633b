import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

EASYPOST_API_KEY = "EZAK8Cc4y9YmVpTy8Ua5D6QaMPAf8gHAvKtIZ43BaUem67QxAaL8OcXTf5"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
