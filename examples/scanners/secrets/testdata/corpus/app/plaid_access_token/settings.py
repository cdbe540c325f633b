import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PLAID_ACCESS_TOKEN = "access-development-493895e7-8071-904a-e500-decc922d92ee"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
