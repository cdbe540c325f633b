import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ONEPASSWORD_SECRET_KEY = "A3-2MYKA3-5A8OQ6NRYB9-36S4Y-LRVNA-YY8R7"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
