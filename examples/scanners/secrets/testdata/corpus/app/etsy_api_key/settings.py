import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ETSY_API_KEY = "vmv1gluy8tvcvx5pjjahg506"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
