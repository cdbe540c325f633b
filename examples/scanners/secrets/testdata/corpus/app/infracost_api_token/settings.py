import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INFRACOST_API_TOKEN = "ico-pErDrj1qXcTZDf4xFWMqbEqBQwvrqCM7"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
