import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AWS_BEDROCK_SHORT_TERM_API_KEY = "bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t8kwv1hRUbF3R91/bX8Np62NyrTV0tOlSP4WlEYjx8REba9/aTkQOyr9r5FbW3/JEc2w845oKnSN+r0y/ALpIkgmmpOQX84iP/BtmmuwMrQ4ZXzQaGvnzpV5kcdoM=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
