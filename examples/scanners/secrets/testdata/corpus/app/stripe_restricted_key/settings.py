import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

STRIPE_RESTRICTED_KEY = "rk_live_QDBW7KQnU7uQVd5MmN72AGnAHCHG7FIL8zXnn"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
