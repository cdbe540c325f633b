import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MATTERMOST_ACCESS_TOKEN = "kpx0spg1j31mo4xfzojn54zs7m"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
