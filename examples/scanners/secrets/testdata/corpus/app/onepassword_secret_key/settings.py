import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ONEPASSWORD_SECRET_KEY = "A3-A3B5A8-6NRYB9-36S4Y-LRVNA-YY8R7-195GW"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
