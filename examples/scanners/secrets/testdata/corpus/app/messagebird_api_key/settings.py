import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MESSAGEBIRD_API_KEY = "KX7D1VUKeMPt2ALWJH77QBfOi"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
