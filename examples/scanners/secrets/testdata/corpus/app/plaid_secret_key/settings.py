import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PLAID_SECRET_KEY = "27a1872800a85f3755f5aa375d32e0"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
