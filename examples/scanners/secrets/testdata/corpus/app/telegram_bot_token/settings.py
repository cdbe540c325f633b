import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TELEGRAM_BOT_TOKEN = "0655120256:AA4NqV-mHxguJCqwhY2bkwtX3BieED3XGdo"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
