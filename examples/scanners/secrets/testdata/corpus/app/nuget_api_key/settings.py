import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NUGET_API_KEY = "oy2itdnj9nyflej6g0a52n9fpl8wj2syxa1ianxlg0kuss"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
