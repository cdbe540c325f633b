import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ALGOLIA_ADMIN_KEY = "acc3af2f5c311cfba4efff76e93db394"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
