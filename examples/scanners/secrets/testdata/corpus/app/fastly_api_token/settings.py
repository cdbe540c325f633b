import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FASTLY_API_TOKEN = "_lH3MKi1Hyi6oaAdgW9sJEMbcfg3Keon"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
