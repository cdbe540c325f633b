import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ALGOLIA_ADMIN_KEY = "956a3f664f698662e43f3106b6b7ac1a"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
