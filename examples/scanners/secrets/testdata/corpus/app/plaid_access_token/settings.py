import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PLAID_ACCESS_TOKEN = "access-sandbox-81daa493-95e7-8071-904a-e5006decc922"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
