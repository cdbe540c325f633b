import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LOOKER_CLIENT_SECRET = "KgJxxq2J48Rdq1KxpkuQ87WU"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
