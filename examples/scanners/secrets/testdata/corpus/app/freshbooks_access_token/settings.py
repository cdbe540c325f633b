import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FRESHBOOKS_ACCESS_TOKEN = "fgl3pcz4nxrsy4gjc1i9cu68itx9bsgdlnv0rez1rma9sr8srhe3gnx8ybxuvcgj"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
