import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SCALINGO_API_TOKEN = "tk-us-tIGiHuPXUwP-S_tByM1L1sjZ8XP-AhPcIwH4EXYFzYblRwQG"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
