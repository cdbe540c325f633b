import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TERRAFORM_CLOUD_API_TOKEN = "iyLoFzYPprmS5Y.atlasv1.AxehRwrtfVCiN39r1yfI-H=UJ7hHq=mMU0Sg42bkGG241x-fNO6Ht6=0h-YDzV9tgVfJa"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
