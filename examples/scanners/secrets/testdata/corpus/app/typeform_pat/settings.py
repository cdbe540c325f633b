import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TYPEFORM_PAT = "tfp_m7IFwXihcfQ2.8pqQOk.qlU1J0VAUfp6=dKCUdi.p-0T-Jkf3OO8ULo9.HD"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
