import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KRAKEN_API_SECRET = "JpEai8whiDv41x-hTa3dZhmvqKAoQkaQnH-H6ItN29xTT-2URIT3zYAge8XiK2rXc5UGO6TPgAPnxC=zTrZj"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
