import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PLAID_SECRET_KEY = "851d0701218475a2abb387380c3643"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
