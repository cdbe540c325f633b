import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TERRAFORM_CLOUD_API_TOKEN = "1B1XGSkweRocXE.atlasv1.tDj-3Xt4hkXf0JKZXKvuin62tUN6ZzkX0GRox83Ds0UVVhJfsH2iO2MpGpI95wVb9W22OB"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
