import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TELEGRAM_BOT_TOKEN = "52094061:AA5rG9Vyg1D9QvdAGsVM0qBHe1Ektrhg8nc"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
