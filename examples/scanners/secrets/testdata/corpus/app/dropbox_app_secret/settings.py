import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DROPBOX_APP_SECRET = "pjxtel5lu8dda8n"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
