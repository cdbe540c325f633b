import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INFRACOST_API_TOKEN = "ico-ZDf4xFWMqbEqBQwvrqCM77etsJN7LeoL"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
