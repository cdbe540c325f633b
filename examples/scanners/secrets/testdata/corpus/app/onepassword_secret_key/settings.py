import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ONEPASSWORD_SECRET_KEY = "A3-BWEE8I-3OJ60A2G00L-I9Q5B-V77GZ-CPEO9"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
