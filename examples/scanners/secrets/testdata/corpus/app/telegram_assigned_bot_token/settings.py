import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TELEGRAM_ASSIGNED_BOT_TOKEN = "98732308076:AtmGAfttm6X0A-ZZ_Gi7FZnrATJVSKIBII3"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
