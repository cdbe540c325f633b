import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LINKEDIN_CLIENT_SECRET = "so8Gtmbu54nMM0tK"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
