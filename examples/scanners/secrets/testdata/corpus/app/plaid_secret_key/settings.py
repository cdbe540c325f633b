import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PLAID_SECRET_KEY = "4348fdb05ef8256f3d012b61c96ba5"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
