import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DROPBOX_APP_SECRET = "dmnhp55fnvxeha7"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
