import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SQUARESPACE_API_KEY = "08ad6d48-df6f-d70f-306a-7cc23fe8a726"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
