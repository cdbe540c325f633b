import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LINEAR_API_KEY = "lin_api_xJy1amYRxcEIQqfj32nOjAeaJylXAwpUUowdrUYG"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
