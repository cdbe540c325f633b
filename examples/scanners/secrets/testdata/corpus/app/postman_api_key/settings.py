import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

POSTMAN_API_KEY = "PMAK-ea4f1388430954e4f2c72b00-fea129caee9317a27ea8a056de73a4759b"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
