import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

README_API_KEY = "rdme_gkxlo12cncgztt83jrtjcld3o8ajvw8ejm0769ayyffuky5vslc2fa4qq0z1b4ozvo6nev"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
