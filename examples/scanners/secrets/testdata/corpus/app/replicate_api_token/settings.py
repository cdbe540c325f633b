import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

REPLICATE_API_TOKEN = "r8_5culabD9YaFASfMxUyeWsDy9EX7xefN8aUki9"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
