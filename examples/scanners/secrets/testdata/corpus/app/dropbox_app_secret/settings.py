import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DROPBOX_APP_SECRET = "apee8zrxeexzdti"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
