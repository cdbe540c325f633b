import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SCALINGO_API_TOKEN = "tk-us-jH5Mfxuqeu5Rm1_hOHBSYHV8fZbluzjSWWeTDz9BUdvkJhVt"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
