import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MESSAGEBIRD_API_KEY = "UKeMPt2ALWJH77QBfOiYjIz6l"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
