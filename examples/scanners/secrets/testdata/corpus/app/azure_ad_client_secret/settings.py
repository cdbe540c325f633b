import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AZURE_AD_CLIENT_SECRET = "12K8Q~vUZFBCj4UyRmGsqAAgpcFtAlL-NVVr9nlW"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
